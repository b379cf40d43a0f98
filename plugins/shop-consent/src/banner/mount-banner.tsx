/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { UiController } from '../frontend/types';
import { ConsentUi } from './consent-ui';
import type { BannerSettings } from './types';

/** Id of the container the UI renders into, appended to `<body>`. */
export const CONTAINER_ID = 'shop-consent-ui';

/**
 * Renders the banner UI for a controller into its own container at the end of `<body>` (once per document).
 *
 * @param doc        The page.
 * @param controller The core's UI controller.
 * @param settings   The banner part of the settings, as the core parsed them.
 */
export function mountBanner(
	doc: Document,
	controller: UiController,
	settings: BannerSettings
) {
	if ( doc.getElementById( CONTAINER_ID ) ) {
		return;
	}
	const container = doc.createElement( 'div' );
	container.id = CONTAINER_ID;
	doc.body.appendChild( container );
	createRoot( container ).render(
		<ConsentUi controller={ controller } settings={ settings } />
	);
}
