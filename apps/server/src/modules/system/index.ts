/** The system module's public face for other modules: the registration field rules the console edits. */
export { listRegisterFields, saveRegisterFields, type RegisterFieldRow } from './system.repository';
