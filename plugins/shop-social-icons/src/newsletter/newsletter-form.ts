/**
 * External dependencies
 */
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * Internal dependencies
 */
import {
	initialState,
	transition,
	view,
	type FormEvent,
	type FormState,
} from './form-state';
import { readAnswer } from './read-answer';

/** How long the form takes to slide away (style.scss); the reduced-motion style skips the slide. */
export const SLIDE_MS = 400;

/** The browser's parts the form uses, passed in so tests can watch them. */
export interface FormEnvironment {
	fetch: typeof fetch;
	navigate: ( url: string ) => void;
}

/**
 * Wires one sign-up form rendered by PHP (Newsletter\NewsletterForm): submit posts its fields to its action (the
 * subscribe endpoint) and the state machine's view is drawn: button disabled with the spinner while the request
 * runs, the message in the area after the form, the form sliding away on SUCCESS.
 *
 * @param form The form.
 * @param env  fetch and navigation.
 */
export function wireNewsletterForm(
	form: HTMLFormElement,
	env: FormEnvironment
): void {
	const button = form.querySelector< HTMLButtonElement >(
		'button[type="submit"]'
	);
	const area = form.nextElementSibling;
	if ( ! button || ! ( area instanceof HTMLElement ) ) {
		warn( 'newsletter form without its button or message area', form );
		return;
	}
	const spinner = form.querySelector< HTMLElement >(
		'.shop-newsletter__spinner'
	);
	const networkError = form.dataset.networkError ?? '';
	let state: FormState = initialState;

	const draw = () => {
		const shown = view( state );
		button.disabled = shown.busy;
		button.setAttribute( 'aria-busy', String( shown.busy ) );
		if ( spinner ) {
			spinner.hidden = ! shown.busy;
		}
		area.textContent = shown.message;
		area.classList.toggle( 'is-success', shown.tone === 'success' );
		area.classList.toggle( 'is-error', shown.tone === 'error' );
		if ( shown.gone ) {
			slideAway( form, area );
		} else if (
			! shown.busy &&
			form.ownerDocument.activeElement === form.ownerDocument.body
		) {
			// Disabling the focused button dropped keyboard focus: give it back.
			button.focus();
		}
		if ( shown.redirect ) {
			env.navigate( shown.redirect );
		}
	};

	const dispatch = ( event: FormEvent ): boolean => {
		const next = transition( state, event );
		if ( next === state ) {
			return false;
		}
		state = next;
		draw();
		return true;
	};

	form.addEventListener( 'submit', ( event ) => {
		event.preventDefault();
		if ( ! dispatch( { type: 'submit' } ) ) {
			return;
		}
		env.fetch( form.action, {
			method: 'POST',
			body: new URLSearchParams(
				new FormData( form ) as unknown as Record< string, string >
			),
			headers: { Accept: 'application/json' },
			credentials: 'omit',
		} )
			.then( ( response ) => response.json() )
			.then( ( body: unknown ) => {
				const answer = readAnswer( body );
				if ( ! answer ) {
					throw new Error( 'not a sign-up answer' );
				}
				dispatch( { type: 'answer', answer } );
			} )
			.catch( ( error: unknown ) => {
				warn( 'newsletter sign-up failed', error );
				dispatch( { type: 'failure', message: networkError } );
			} );
	} );
}

/**
 * Slides the form away, then hides it, and moves focus to the message so a keyboard or screen-reader user is not
 * left on a control that is gone.
 *
 * @param form The form.
 * @param area The message area.
 */
function slideAway( form: HTMLFormElement, area: HTMLElement ): void {
	form.style.maxHeight = `${ form.scrollHeight }px`;
	// Read layout so the browser starts the transition from the measured height.
	void form.offsetHeight;
	form.classList.add( 'is-leaving' );
	area.focus();
	window.setTimeout( () => {
		form.hidden = true;
	}, SLIDE_MS );
}
