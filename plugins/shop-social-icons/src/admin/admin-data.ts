/**
 * Internal dependencies
 */
import type { AdminData } from './types';

declare global {
	interface Window {
		shopSocialIconsAdmin?: Partial< AdminData >;
	}
}

/**
 * What ShopSocialIcons\Admin\AdminPage printed before the app, with empty lists where it printed nothing.
 *
 * @param printed The global it printed.
 */
export function adminData( printed: Partial< AdminData > = {} ): AdminData {
	return {
		share: printed.share ?? [],
		follow: printed.follow ?? [],
		profiles: printed.profiles ?? [],
		canImport: printed.canImport === true,
	};
}
