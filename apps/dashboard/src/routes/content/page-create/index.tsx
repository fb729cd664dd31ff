/** The create modal loads on demand from the list screens; it is the only default export here. */
export { CreatePageModal as default } from './CreatePageModal';
