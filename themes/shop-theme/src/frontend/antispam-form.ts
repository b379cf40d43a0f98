/**
 * Fills the hidden anti-spam fields that PHP prints into every open comment and review form
 * (ShopTheme\AntiSpam\CommentFormField), and keeps a form from being sent with an expired key.
 */

/**
 * Internal dependencies
 */
import { getKeys, spendKeys, storedKeys, type KeyField } from './antispam-keys';

/**
 * Fills the fields from stored, unexpired keys at once, or fetches keys when the visitor first reaches into a form
 * (focus or pointer down), so a reader who never comments costs no request. Each form's submit is guarded: with no
 * unexpired key (the page stayed open past its lifetime, or the fetch failed), the submit waits for a new key; without
 * one, the form shows the message of its field (`data-message`, written by PHP) in an alert instead of sending a
 * comment the server would refuse. A form sent takes its key with it (the server takes a key for one comment), so the
 * stored keys are forgotten and the next form fetches new ones.
 *
 * @param doc The document.
 */
export function protectForms( doc: Document ): void {
	// `data-shop-antispam` holds the endpoint.
	const inputs = doc.querySelectorAll< HTMLInputElement >(
		'[data-shop-antispam]'
	);
	const fill = ( keys: KeyField[] ) =>
		keys.forEach( ( key ) =>
			inputs.forEach( ( input ) => {
				if ( input.name === key.name ) {
					input.value = key.value;
				}
			} )
		);
	// Fetch errors are only logged (spec, checkout-and-payments, error catalogue), with the prefix of
	// storefront-runtime's warn(); the theme does not depend on that package yet, and its two branches would cost
	// this 0.6 kB script a tenth of its budget.
	const load = () =>
		getKeys( inputs[ 0 ].dataset.shopAntispam as string )
			.then( fill )
			.catch( ( error ) => {
				// eslint-disable-next-line no-console -- storefront failures are only logged.
				console.warn( 'Shop bundle: anti-spam keys:', error );
				throw error;
			} );

	if ( ! inputs.length ) {
		return;
	}
	const stored = storedKeys();
	if ( stored ) {
		fill( stored );
	}

	inputs.forEach( ( input ) => {
		const form = input.form as HTMLFormElement;
		if ( ! stored ) {
			const early = () => {
				form.removeEventListener( 'focusin', early );
				form.removeEventListener( 'pointerdown', early );
				load().catch( () => {} );
			};
			form.addEventListener( 'focusin', early );
			form.addEventListener( 'pointerdown', early );
		}
		const alert = doc.createElement( 'p' );
		alert.setAttribute( 'role', 'alert' );
		form.addEventListener( 'submit', ( event ) => {
			if ( input.value && storedKeys() ) {
				spendKeys();
				return;
			}
			event.preventDefault();
			load().then(
				// form.submit is shadowed by WordPress's button named "submit"; this sends without a new event.
				() => {
					spendKeys();
					HTMLFormElement.prototype.submit.call( form );
				},
				() => {
					alert.textContent = input.dataset.message as string;
					form.prepend( alert );
				}
			);
		} );
	} );
}
