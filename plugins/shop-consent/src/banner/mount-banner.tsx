/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { UiController } from '../frontend/types';
import { readBannerSettings } from './banner-settings';
import { ConsentUi } from './consent-ui';

/** Id of the container the UI renders into, appended to `<body>`. */
export const CONTAINER_ID = 'shop-consent-ui';

/**
 * Renders the banner UI for a controller into its own container at the end of `<body>` (once per document).
 *
 * @param doc        The page.
 * @param controller The core's UI controller.
 */
export function mountBanner( doc: Document, controller: UiController ) {
	if ( doc.getElementById( CONTAINER_ID ) ) {
		return;
	}
	const container = doc.createElement( 'div' );
	container.id = CONTAINER_ID;
	doc.body.appendChild( container );
	createRoot( container ).render(
		<ConsentUi
			controller={ controller }
			settings={ readBannerSettings( doc ) }
		/>
	);
}
