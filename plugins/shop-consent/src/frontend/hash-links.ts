/**
 * What a hash link does. `banner` shows the bar with "Accept all" focused: an accept link that arrived in the
 * address, where anyone could have put it.
 */
export type HashAction = 'settings' | 'accept' | 'reject' | 'banner';

/**
 * The attribute on the links that the plugin or the admin drew (the admin's menus: Frontend\MenuConsentLinks).
 */
export const DRAWN_LINK_ATTRIBUTE = 'data-shop-consent-link';

/** Our hash links and the replaced plugin's, so existing content keeps working. */
export const HASH_ACTIONS: Record< string, Exclude< HashAction, 'banner' > > = {
	'#shop-consent-settings': 'settings',
	'#shop-consent-accept': 'accept',
	'#shop-consent-reject': 'reject',
	'#moove_gdpr_cookie_modal': 'settings',
	'#gdpr_cookie_modal': 'settings',
	'#gdpr-accept-cookies': 'accept',
	'#gdpr-reject-cookies': 'reject',
};

/**
 * Runs the hash links. A click on a link of the page to one of those hashes acts as the spec says, without
 * navigating; but an accept link accepts only when the plugin or the admin drew it (DRAWN_LINK_ATTRIBUTE): anyone
 * who writes a post or a comment can write one, so an unmarked accept link only offers the bar. A hash in the address (on arrival or on `hashchange`) may come from anyone (a link in a mail, another
 * site, a window that navigates ours), so it never accepts for the visitor: it only offers the bar. Rejecting
 * there is harmless (it only protects the visitor), and the hash is then removed so a reload does not act again.
 *
 * @param win Window.
 * @param act What to do.
 * @return Removes the listeners.
 */
export function bindHashLinks(
	win: Window,
	act: ( action: HashAction ) => void
): () => void {
	const fromAddress = () => {
		const action = HASH_ACTIONS[ win.location.hash ];
		if ( action ) {
			win.history.replaceState(
				win.history.state,
				'',
				win.location.pathname + win.location.search
			);
			act( action === 'accept' ? 'banner' : action );
		}
	};
	const onClick = ( event: MouseEvent ) => {
		const link =
			event.target instanceof Element
				? event.target.closest( 'a[href]' )
				: null;
		// Only links of this site: another site's page with the same hash is an ordinary link.
		const action =
			link instanceof HTMLAnchorElement &&
			link.origin === win.location.origin &&
			HASH_ACTIONS[ link.hash ];
		if ( action ) {
			event.preventDefault();
			act(
				action === 'accept' &&
					! link.hasAttribute( DRAWN_LINK_ATTRIBUTE )
					? 'banner'
					: action
			);
		}
	};
	fromAddress();
	win.addEventListener( 'hashchange', fromAddress );
	win.document.addEventListener( 'click', onClick );
	return () => {
		win.removeEventListener( 'hashchange', fromAddress );
		win.document.removeEventListener( 'click', onClick );
	};
}
