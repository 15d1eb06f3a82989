export { bodyResolver } from './body-resolver';
export { ChoiceField, SwitchField, TextareaField, TextField, useFieldError } from './fields';
export { FormAlert } from './form-alert';
export { controlProps, errorId, FieldError, FormField, hintId } from './form-field';
export { applyServerErrors, arrayError, correctFields, fieldPathOf, firstMessage } from './server-errors';
export { DialogFormActions } from './dialog-form-actions';
