/**
 * Internal dependencies
 */
import { injectMarkup } from './script-injector';
import type { ShopConsentUi } from './types';

/**
 * Loads the banner UI (its own script handle with React and the rest of its dependency chain) on first need
 * only: the markup of its tags is injected in order, once, then the global it registers is returned.
 *
 * @param win    Window.
 * @param markup The `ui.markup` setting.
 */
export function createUiLoader( win: Window, markup: string ) {
	let loading: Promise< ShopConsentUi | null > | null = null;
	return {
		load(): Promise< ShopConsentUi | null > {
			loading ??= injectMarkup( markup, win.document.body ).then( () => {
				if ( ! win.shopConsentUi ) {
					// eslint-disable-next-line no-console -- consent errors are only logged (spec section 8).
					console.warn(
						'Shop Consent: the banner UI did not register'
					);
				}
				return win.shopConsentUi ?? null;
			} );
			return loading;
		},
		/** Whether `load()` was called. */
		started: () => loading !== null,
	};
}
