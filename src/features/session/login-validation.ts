export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export interface LoginMessages {
  email: { required: string; invalid: string };
  password: { required: string };
}

// One @, something either side, a dot in the domain: the identity service has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field errors before the form is sent (borrower-journey.md section 5: email and required). */
export function validateLogin(values: LoginValues, messages: LoginMessages): LoginErrors {
  const errors: LoginErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = messages.email.required;
  else if (!EMAIL.test(email)) errors.email = messages.email.invalid;
  if (!values.password) errors.password = messages.password.required;
  return errors;
}
