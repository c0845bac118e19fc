// The host is a plain webpack app (no federation plugin, so no async boundary is needed before React):
// it offers its modules to the remotes at run time (federation/federationInstance.ts).
import './bootstrap';
