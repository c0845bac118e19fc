import { createPgliteTemplate } from './pglite-template';

export default createPgliteTemplate;
