/**
 * The sign-up form's states (the spec's "Subscription form"), as pure rules: no DOM, no network. The form's
 * script feeds events in and draws the view out (newsletter-form.ts).
 */

/**
 * Internal dependencies
 */
import { normalizeRedirect } from './redirect-url';
import type { SignupAnswer } from './types';

export type FormState =
	| { kind: 'idle' }
	| { kind: 'submitting' }
	| { kind: 'success'; message: string; redirect: string | null }
	| { kind: 'error'; message: string };

export type FormEvent =
	| { type: 'submit' }
	| { type: 'answer'; answer: SignupAnswer }
	| { type: 'failure'; message: string };

/** What the form shows in a state. */
export interface FormView {
	/** The submit button is disabled (and the spinner shown). */
	busy: boolean;
	/** The form has slid away (after SUCCESS). */
	gone: boolean;
	/** The message area's text and its style. */
	message: string;
	tone: 'success' | 'error' | '';
	/** Where the browser goes now, when anywhere. */
	redirect: string | null;
}

export const initialState: FormState = { kind: 'idle' };

/**
 * The next state.
 *
 * - submit: disables the button and shows the spinner; ignored while a request runs or after SUCCESS (a double
 *   click sends one sign-up).
 * - answer SUCCESS: the form slides away, the message is shown, redirection_url is followed when usable.
 * - answer ERROR: the message is shown in error style, the button re-enabled.
 * - failure (network, or an answer that is no sign-up answer): the button re-enabled, with a message (the spec's
 *   original showed none and left the visitor guessing).
 * Answers outside "submitting" are stale and ignored.
 *
 * @param state The current state.
 * @param event What happened.
 */
export function transition( state: FormState, event: FormEvent ): FormState {
	switch ( event.type ) {
		case 'submit':
			return state.kind === 'submitting' || state.kind === 'success'
				? state
				: { kind: 'submitting' };
		case 'answer':
			if ( state.kind !== 'submitting' ) {
				return state;
			}
			return event.answer.status === 'SUCCESS'
				? {
						kind: 'success',
						message: event.answer.message,
						redirect: normalizeRedirect( event.answer.redirect ),
					}
				: { kind: 'error', message: event.answer.message };
		case 'failure':
			return state.kind === 'submitting'
				? { kind: 'error', message: event.message }
				: state;
	}
}

/**
 * What a state shows.
 *
 * @param state The state.
 */
export function view( state: FormState ): FormView {
	switch ( state.kind ) {
		case 'submitting':
			return {
				busy: true,
				gone: false,
				message: '',
				tone: '',
				redirect: null,
			};
		case 'success':
			return {
				busy: false,
				gone: true,
				message: state.message,
				tone: 'success',
				redirect: state.redirect,
			};
		case 'error':
			return {
				busy: false,
				gone: false,
				message: state.message,
				tone: 'error',
				redirect: null,
			};
		default:
			return {
				busy: false,
				gone: false,
				message: '',
				tone: '',
				redirect: null,
			};
	}
}
