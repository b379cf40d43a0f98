/**
 * External dependencies
 */
import { onFirstReach } from '@shop-bundle/storefront-runtime/first-reach';
import { loadOnce } from '@shop-bundle/storefront-runtime/load-once';
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * Internal dependencies
 */
import { ADDED_EVENT } from '../share-buttons';
import { OVERLAYS_DATA_ID, POPUP_DATA_ID } from './data-ids';
import { overlayTarget, WECHAT } from './overlay-targets';
import { readData } from './read-data';
import type { OverlaysData, PopupData } from './types';

/**
 * Starts the popup's trigger and the overlays' click triggers where the page has their data; nothing else runs
 * and nothing is loaded until a visitor or the popup's trigger needs it. Each is a chunk of its own: the popup's
 * trigger (its schedule, cookie and campaign rules) loads at once on the pages that have a popup; the overlays'
 * opener as a visitor first points at or tabs to the icons, or at the click that needs it.
 *
 * @param win The window.
 */
export function startDialogs( win: Window ): void {
	const doc = win.document;
	const popup = readData< PopupData >( doc, POPUP_DATA_ID );
	if ( popup ) {
		import( /* webpackChunkName: "popup-trigger" */ './popup-trigger' )
			.then( ( { startPopup } ) => startPopup( win, popup ) )
			.catch( ( error ) =>
				warn( "the popup's trigger did not load", error )
			);
	}
	const overlays = readData< OverlaysData >( doc, OVERLAYS_DATA_ID );
	if ( ! overlays ) {
		return;
	}
	// The WeChat buttons are shown here, as the module that makes them work.
	const showWeChat = ( root: ParentNode ) => {
		for ( const button of Array.from( root.querySelectorAll( WECHAT ) ) ) {
			button.closest( 'li' )?.removeAttribute( 'hidden' );
		}
	};
	showWeChat( doc );
	doc.addEventListener( ADDED_EVENT, ( event ) => {
		if ( event.target instanceof Element ) {
			showWeChat( event.target );
		}
	} );
	const opener = loadOnce( () =>
		import(
			/* webpackChunkName: "overlay-triggers" */ './overlay-triggers'
		).then( ( { createOverlayOpener } ) =>
			createOverlayOpener( win, overlays )
		)
	);
	onFirstReach( doc, '.shop-social-icons', () =>
		opener().catch( () => undefined )
	);
	doc.addEventListener( 'click', ( event ) => {
		const target = overlayTarget( event );
		if ( ! target ) {
			return;
		}
		// A link stays a link when the opener cannot load (offline): its page opens in a new tab.
		event.preventDefault();
		opener()
			.then( ( open ) => open( target ) )
			.catch( ( error ) => {
				warn( 'the overlays did not load', error );
				if ( target instanceof HTMLAnchorElement ) {
					win.open( target.href, '_blank', 'noopener' );
				}
			} );
	} );
}
