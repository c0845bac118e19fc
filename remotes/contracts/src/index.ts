// Async boundary: shared singletons are negotiated before React starts (see @exchange/build).
import('./standalone');
