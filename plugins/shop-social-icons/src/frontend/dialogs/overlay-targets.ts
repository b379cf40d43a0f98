/** The WeChat share button (ShopSocialIcons\Icons\Renderer prints it hidden). */
export const WECHAT = '[data-shop-social-icons-share="wechat"]';

/** The Pinterest share link; follow lists link to a profile and are left alone. */
export const PINTEREST = '.shop-social-icons.is-share .is-pinterest a[href]';

/** The Mastodon share link (to mastodonshare.com, which asks for the server without JavaScript). */
export const MASTODON = '.shop-social-icons.is-share .is-mastodon a[href]';

/**
 * A click that asks for a new tab or window, which the link does by itself.
 *
 * @param event The click.
 */
const opensElsewhere = ( event: MouseEvent ) =>
	event.button !== 0 ||
	event.ctrlKey ||
	event.metaKey ||
	event.shiftKey ||
	event.altKey;

/**
 * The WeChat button, or the Pinterest or Mastodon icon, a click asks an overlay of; null for any other click, and for
 * a click on a link that asks for a new tab (the link does that by itself).
 *
 * @param event The click.
 */
export function overlayTarget( event: MouseEvent ): HTMLElement | null {
	const target = event.target instanceof Element ? event.target : null;
	const wechat = target?.closest< HTMLElement >( WECHAT );
	if ( wechat ) {
		return wechat;
	}
	return opensElsewhere( event )
		? null
		: ( target?.closest< HTMLElement >( `${ PINTEREST }, ${ MASTODON }` ) ??
				null );
}
