/** What a hash link does. */
export type HashAction = 'settings' | 'accept' | 'reject';

/** Our hash links and the replaced plugin's, so existing content keeps working. */
export const HASH_ACTIONS: Record< string, HashAction > = {
	'#shop-consent-settings': 'settings',
	'#shop-consent-accept': 'accept',
	'#shop-consent-reject': 'reject',
	'#moove_gdpr_cookie_modal': 'settings',
	'#gdpr_cookie_modal': 'settings',
	'#gdpr-accept-cookies': 'accept',
	'#gdpr-reject-cookies': 'reject',
};

/**
 * Runs the hash links: the page's own hash on load (and on `hashchange`), then removed from the address so a
 * reload does not act again; clicks on links to those hashes, through one delegated listener, without navigating.
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
			act( action );
		}
	};
	const onClick = ( event: MouseEvent ) => {
		const link =
			event.target instanceof Element
				? event.target.closest( 'a[href]' )
				: null;
		const action =
			link instanceof HTMLAnchorElement && HASH_ACTIONS[ link.hash ];
		if ( action ) {
			event.preventDefault();
			act( action );
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
