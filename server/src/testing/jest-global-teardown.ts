import { removePgliteTemplate } from './pglite-template';

export default removePgliteTemplate;
