/**
 * Internal dependencies
 */
import type { ShareAction } from './types';

const BUTTON = 'button[data-shop-social-icons-share]';

/**
 * The share buttons PHP prints `hidden` (copy link, native share, WeChat): each is shown only when the core has an
 * action for it that this browser can do, so no page shows a control that does nothing; one click listener on the
 * document runs them. A feature adds its action to the map (the overlays add `wechat`).
 *
 * @param doc     The document.
 * @param actions Actions by network.
 */
export function wireShareButtons(
	doc: Document,
	actions: Record< string, ShareAction >
): void {
	doc.querySelectorAll< HTMLButtonElement >( BUTTON ).forEach( ( button ) => {
		const item = button.closest( 'li' );
		if (
			item &&
			actions[ button.dataset.shopSocialIconsShare ?? '' ]?.available()
		) {
			item.hidden = false;
		}
	} );
	doc.addEventListener( 'click', ( event ) => {
		const button = (
			event.target as Element | null
		 )?.closest?.< HTMLButtonElement >( BUTTON );
		const action =
			button && actions[ button.dataset.shopSocialIconsShare ?? '' ];
		if ( button && action ) {
			action.run( button );
		}
	} );
}
