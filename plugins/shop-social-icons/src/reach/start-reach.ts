/**
 * External dependencies
 */
import { loadOnReach } from '@shop-bundle/storefront-runtime/load-on-reach';
import type { ReachScript } from '@shop-bundle/storefront-runtime/load-on-reach';

/**
 * Internal dependencies
 */
import { canCopy } from '../frontend/copy-link';
import { canShareNatively } from '../frontend/native-share';
import { showRunnable } from '../frontend/share-buttons';
import { OVERLAYS_DATA_ID } from '../frontend/dialogs/data-ids';
import {
	MASTODON,
	PINTEREST,
	WECHAT,
} from '../frontend/dialogs/overlay-targets';

/** The data PHP prints: the files of each script loaded on reach (ShopSocialIcons\Frontend\ReachScripts). */
export const DATA_ID = 'shop-social-icons-reach';

interface ReachData {
	/** The storefront core (handle shop-social-icons-frontend), on pages without a floating widget or popup. */
	core?: ReachScript[];
	/** The sign-up forms' script (handle shop-social-icons-newsletter). */
	newsletter?: ReachScript[];
}

/** What the core runs on a click; anything else in a list is a plain link. */
const CORE_CLICKS = `button[data-shop-social-icons-share], ${ WECHAT }, ${ PINTEREST }, ${ MASTODON }`;
export const NEWSLETTER_FORM = 'form.shop-newsletter__form';

/**
 * The icons are drawn at once as the core would draw them (the hidden share buttons this browser can run shown now,
 * not when the core arrives, so nothing moves); the core loads when a visitor first points at, tabs to or touches a
 * list, and a click on a button or overlay icon before it ran is held and given to it. A sign-up form's script loads
 * as a visitor reaches into the form; a submit before it ran waits for it.
 *
 * @param doc The document.
 * @param nav The navigator (what this browser can run).
 */
export function startReach( doc: Document, nav: Navigator ): void {
	let data: ReachData = {};
	try {
		data = JSON.parse( doc.getElementById( DATA_ID )?.textContent ?? '{}' );
	} catch {
		return;
	}
	if ( data.core ) {
		const runnable: Record< string, boolean > = {
			copy: canCopy( nav ),
			native: canShareNatively( nav ),
			wechat: Boolean( doc.getElementById( OVERLAYS_DATA_ID ) ),
		};
		showRunnable( doc, ( network ) => Boolean( runnable[ network ] ) );
		loadOnReach( doc, {
			reach: '.shop-social-icons',
			clicks: CORE_CLICKS,
			scripts: data.core,
		} );
	}
	if ( data.newsletter ) {
		loadOnReach( doc, {
			reach: NEWSLETTER_FORM,
			forms: NEWSLETTER_FORM,
			scripts: data.newsletter,
		} );
	}
}
