/**
 * Internal dependencies
 */
import type { ShareAction } from './types';

const BUTTON = 'button[data-shop-social-icons-share]';

/** Fired (bubbling) on markup the core adds after the page loaded, such as the popup from the REST route. */
export const ADDED_EVENT = 'shop-social-icons:added';

/**
 * Shows the hidden share buttons this browser can run.
 *
 * @param root What to look in.
 * @param can  Whether a network's action can run here.
 */
export function showRunnable(
	root: ParentNode,
	can: ( network: string ) => boolean
): void {
	root.querySelectorAll< HTMLButtonElement >( BUTTON ).forEach(
		( button ) => {
			const item = button.closest( 'li' );
			if ( item && can( button.dataset.shopSocialIconsShare ?? '' ) ) {
				item.hidden = false;
			}
		}
	);
}

/**
 * The share buttons PHP prints `hidden` (copy link, native share, WeChat): each is shown only when the core has an
 * action for it that this browser can do, so no page shows a control that does nothing; one click listener on the
 * document runs them. A feature adds its action to the map (the overlays add `wechat`). Markup added later (the
 * page-cache popup) announces itself with ADDED_EVENT and gets the same treatment.
 *
 * @param doc     The document.
 * @param actions Actions by network.
 */
export function wireShareButtons(
	doc: Document,
	actions: Record< string, ShareAction >
): void {
	const show = ( root: ParentNode ) =>
		showRunnable( root, ( network ) =>
			Boolean( actions[ network ]?.available() )
		);
	show( doc );
	doc.addEventListener( ADDED_EVENT, ( event ) => {
		if ( event.target instanceof Element ) {
			show( event.target );
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
