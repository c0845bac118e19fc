import { PASSWORD_MAX } from '../validation/rules';
import { TextField, type TextFieldProps } from './TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'maxLength' | 'autoComplete'> {
  /** Lets password managers fill the right secret: the current one, or offer a new one. */
  autoComplete: 'current-password' | 'new-password';
}

/** A password input of the auth forms: masked, and capped at the §9 password length. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField {...props} type="password" maxLength={PASSWORD_MAX} />;
}
