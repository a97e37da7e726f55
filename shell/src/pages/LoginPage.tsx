import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { errorToText, login, SESSION_EXPIRED_MESSAGE, startGoogleLogin, useSession } from '@financeiro/api';
import { loginSchema, validate, type LoginForm } from '@financeiro/domain';
import { destinationAfterLogin, keepReturnPathForGoogle, returnPathOf } from '../guard/returnPath';
import { preloadScreens } from '../preloadScreens';
import { loadUi } from '../ui/loadUi';
import { LOGIN_CSS } from './loginCss';

export const GOOGLE_FAILURE = 'Erro ao autenticar com o Google.';

/**
 * The screens after the login (Chakra, @financeiro/ui, the shell's pages) start downloading when
 * the user starts filling the form: typing the credentials hides most of that download.
 */
function preloadNextScreens() {
  void loadUi();
  preloadScreens();
}

/**
 * The first screen of the application, in plain HTML + CSS: Chakra (shared with the remotes, the
 * largest download of the app) is not loaded before the user signs in. It reproduces the look of
 * the Chakra card of the other account pages (AuthCard). Errors show in the card, in an alert;
 * so does the reason when the session ended without the user asking. Signing in returns to the
 * page the user was on (`?retorno=`, kept across the Google redirect).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const expired = useSession((state) => state.ended === 'expired');
  const [values, setValues] = useState<LoginForm>({ usuario: '', senha: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginForm, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [googleBusy, setGoogleBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const check = (next: LoginForm) => {
    const result = validate<LoginForm>(loginSchema, next);
    const found: Partial<Record<keyof LoginForm, string>> = {};
    if (!result.ok) for (const error of result.errors) found[error.field as keyof LoginForm] ??= error.errorMessage;
    setErrors(found);
    return result;
  };

  const change = (name: keyof LoginForm, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) check(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = check(values);
    if (!result.ok) return;
    setFailure(undefined);
    setBusy(true);
    preloadNextScreens();
    try {
      await login(values.usuario.trim(), values.senha);
      navigate(destinationAfterLogin(location), { replace: true });
    } catch (error) {
      setFailure(errorToText(error));
      setBusy(false);
    }
  };

  const google = async () => {
    setFailure(undefined);
    setGoogleBusy(true);
    keepReturnPathForGoogle(returnPathOf(location.search));
    try {
      window.location.assign(await startGoogleLogin());
    } catch {
      setFailure(GOOGLE_FAILURE);
      setGoogleBusy(false);
    }
  };

  const field = (name: keyof LoginForm, label: string, type: string, autoComplete: string) => {
    const error = errors[name];
    return (
      <div className="login-field">
        <label htmlFor={`login-${name}`}>
          {label}
          <span aria-hidden="true" className="login-required">
            *
          </span>
        </label>
        <input
          id={`login-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `login-${name}-erro` : undefined}
          value={values[name]}
          onChange={(event) => change(name, event.target.value)}
        />
        {error ? (
          <div id={`login-${name}-erro`} className="login-error">
            {error}
          </div>
        ) : null}
      </div>
    );
  };

  return (
    <div className="login-page">
      <style>{LOGIN_CSS}</style>
      <main className="login-card">
        <h1>Entrar</h1>
        <button type="button" className="login-button login-outline" onClick={google} disabled={googleBusy} aria-busy={googleBusy || undefined}>
          Entrar com Google
        </button>
        <hr />
        {failure || expired ? (
          <div role="alert" className="login-alert">
            {failure ?? SESSION_EXPIRED_MESSAGE}
          </div>
        ) : null}
        <form noValidate onSubmit={submit} onFocus={preloadNextScreens}>
          {field('usuario', 'Usuário', 'text', 'username')}
          {field('senha', 'Senha', 'password', 'current-password')}
          <button type="submit" className="login-button login-solid" disabled={busy} aria-busy={busy || undefined}>
            Entrar
          </button>
        </form>
        <div className="login-links">
          <RouterLink to="/esqueci">Esqueci minha senha</RouterLink>
          <RouterLink to="/cadastrar">Solicitar cadastro</RouterLink>
        </div>
        <p className="login-note">Acesso restrito aos colaboradores da empresa.</p>
      </main>
    </div>
  );
}
