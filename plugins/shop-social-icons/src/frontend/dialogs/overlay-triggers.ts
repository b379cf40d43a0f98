/**
 * External dependencies
 */
import { createUiLoader } from '@shop-bundle/storefront-runtime/ui-loader';
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * Internal dependencies
 */
import { isMobile } from '../../dialog/is-mobile';
import { assetsMarkup } from './assets-markup';
import { MASTODON, WECHAT } from './overlay-targets';
import type { OverlaysData, OverlaysUi, QrFactory } from './types';

/**
 * Opens the overlay of a WeChat button or a Pinterest or Mastodon icon the visitor clicked (dialogs/index.ts catches
 * the click and loads this chunk): the first time it loads build/overlays.js, which creates the overlay. A Pinterest
 * icon falls back to Pinterest's own pin page when the overlay's script fails to load; a Mastodon icon to
 * mastodonshare.com, which asks for the server itself.
 *
 * @param win  The window.
 * @param data The page's overlays data.
 * @return Opens the overlay for the clicked element (one that `overlayTarget()` returned).
 */
export function createOverlayOpener(
	win: Window,
	data: OverlaysData
): ( target: HTMLElement ) => void {
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
	return ( target ) => {
		if ( target.matches( WECHAT ) ) {
			void overlays.load().then( ( ui ) =>
				ui?.wechat( {
					url: target.dataset.url || win.location.href,
					strings: data.strings,
					mobile: isMobile( win ),
					loadQr: () => qrcode.load(),
					opener: target,
				} )
			);
			return;
		}
		const href = ( target as HTMLAnchorElement ).href;
		if ( target.matches( MASTODON ) ) {
			void overlays
				.load()
				.then( ( ui ) =>
					ui
						? ui.mastodon( { href, strings: data.strings } )
						: win.open( href, '_blank', 'noopener' )
				);
			return;
		}
		void overlays.load().then( ( ui ) => {
			if ( ! ui ) {
				warn( 'the Pinterest overlay did not load; opening Pinterest' );
				win.open( href, '_blank', 'noopener' );
				return;
			}
			ui.pinterest( {
				url: win.location.href,
				strings: data.strings,
				opener: target,
			} );
		} );
	};
}
