/**
 * External dependencies
 */
import { createUiLoader } from '@shop-bundle/storefront-runtime/ui-loader';
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * Internal dependencies
 */
import { ADDED_EVENT } from '../share-buttons';
import { isMobile } from '../../dialog/is-mobile';
import { assetsMarkup } from './assets-markup';
import type { OverlaysData, OverlaysUi, QrFactory } from './types';

/** The WeChat share button (ShopSocialIcons\Icons\Renderer prints it hidden). */
const WECHAT = '[data-shop-social-icons-share="wechat"]';

/** The Pinterest share link; follow lists link to a profile and are left alone. */
const PINTEREST = '.shop-social-icons.is-share .is-pinterest a[href]';

/** The Mastodon share link (to mastodonshare.com, which asks for the server without JavaScript). */
const MASTODON = '.shop-social-icons.is-share .is-mastodon a[href]';

/**
 * A click that asks for a new tab or window, which the link does by itself.
 * @param event
 */
const opensElsewhere = ( event: MouseEvent ) =>
	event.button !== 0 ||
	event.ctrlKey ||
	event.metaKey ||
	event.shiftKey ||
	event.altKey;

/**
 * Wires the WeChat buttons and the Pinterest and Mastodon icons of the page: the first click loads build/overlays.js
 * (never before), which creates the overlay, and shows it again on later clicks. The WeChat buttons are shown here, as the
 * module that makes them work. A Pinterest icon stays a link to Pinterest's own pin page: without JavaScript, on a
 * click that opens a new tab, and when the overlay's script fails to load; so does a Mastodon icon (to
 * mastodonshare.com, which asks for the server itself).
 *
 * @param win  The window.
 * @param data The page's overlays data.
 */
export function startOverlays( win: Window, data: OverlaysData ): void {
	const doc = win.document;
	const overlays = createUiLoader< OverlaysUi >(
		win,
		assetsMarkup( doc, data.assets ),
		'shopSocialIconsOverlays'
	);
	const qrcode = createUiLoader< QrFactory >(
		win,
		assetsMarkup( doc, data.qrcode ),
		'shopSocialIconsQrcode'
	);
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
	doc.addEventListener( 'click', ( event ) => {
		const target = event.target instanceof Element ? event.target : null;
		const wechat = target?.closest< HTMLElement >( WECHAT );
		if ( wechat ) {
			event.preventDefault();
			void overlays.load().then( ( ui ) =>
				ui?.wechat( {
					url: wechat.dataset.url || win.location.href,
					strings: data.strings,
					mobile: isMobile( win ),
					loadQr: () => qrcode.load(),
					opener: wechat,
				} )
			);
			return;
		}
		const mastodon = target?.closest< HTMLAnchorElement >( MASTODON );
		if ( mastodon && ! opensElsewhere( event ) ) {
			event.preventDefault();
			void overlays.load().then( ( ui ) =>
				ui
					? ui.mastodon( {
							href: mastodon.href,
							strings: data.strings,
						} )
					: win.open( mastodon.href, '_blank', 'noopener' )
			);
			return;
		}
		const pinterest = target?.closest< HTMLAnchorElement >( PINTEREST );
		if ( ! pinterest || opensElsewhere( event ) ) {
			return;
		}
		event.preventDefault();
		void overlays.load().then( ( ui ) => {
			if ( ! ui ) {
				warn( 'the Pinterest overlay did not load; opening Pinterest' );
				win.open( pinterest.href, '_blank', 'noopener' );
				return;
			}
			ui.pinterest( {
				url: win.location.href,
				strings: data.strings,
				opener: pinterest,
			} );
		} );
	} );
}
