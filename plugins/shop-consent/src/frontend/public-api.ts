/**
 * Internal dependencies
 */
import type { ConsentController, ShopConsentApi } from './types';

/**
 * `window.shopConsent`, the API for integrators:
 *
 * ```js
 * if ( window.shopConsent?.has( 'thirdparty' ) ) { loadAnalytics(); }
 * window.shopConsent.onChange( ( { categories, previous } ) => {} );
 * document.addEventListener( 'shop-consent:change', ( event ) => event.detail.categories );
 * window.shopConsent.set( { thirdparty: true } );
 * ```
 *
 * @param controller The page's controller.
 */
export function createPublicApi(
	controller: ConsentController
): ShopConsentApi {
	return {
		get: () => controller.decision(),
		has: ( category ) => controller.current()[ category ] === true,
		set: ( categories ) =>
			controller.decide(
				{
					...( controller.decision() ?? controller.current() ),
					...categories,
				},
				'api'
			),
		onChange: ( callback ) => controller.onChange( callback ),
		openSettings: () => controller.openSettings(),
	};
}
