/**
 * Internal dependencies
 */
import { CookieScannerPanel } from './cookie-scanner/cookie-scanner-panel';
import type { TabProps } from './types';

/**
 * The Cookies tab: the cookie scanner and the list the Cookie policy block prints.
 *
 * @param props Tab props.
 */
export function CookiesTab( props: TabProps ) {
	return <CookieScannerPanel { ...props } />;
}
