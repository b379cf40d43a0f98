/**
 * External dependencies
 */
import { LoadState } from '@shop-bundle/admin-settings/load-state';

/**
 * WordPress dependencies
 */
import { TabPanel } from '@wordpress/components';
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ImportPanel } from './import-panel';
import { settingsTabs } from './settings-tabs';
import type { AdminData } from './types';
import { useAvailableOptions } from './use-available-options';
import './settings-screen.scss';

/**
 * The settings screen: the tabs whose options this site has (the popup and newsletter options belong to features
 * that may not be installed), each saved by itself; above them, the import from the replaced plugin when its
 * options are there.
 *
 * @param props      Component props.
 * @param props.data What the admin page printed: the networks on offer, whether an import is possible.
 */
export function SettingsScreen( { data }: { data: AdminData } ) {
	const available = useAvailableOptions();
	// Bumped after an import so the open tab reads the settings again.
	const [ generation, setGeneration ] = useState( 0 );

	if ( available.status !== 'done' ) {
		return (
			<LoadState
				error={
					available.status === 'error' ? available.message : null
				}
			/>
		);
	}
	const tabs = settingsTabs().filter( ( tab ) =>
		available.names.includes( tab.option )
	);
	return (
		<div className="shop-social-icons-settings">
			{ data.canImport && (
				<ImportPanel
					onImported={ () => setGeneration( ( count ) => count + 1 ) }
				/>
			) }
			<TabPanel
				className="shop-social-icons-tabs"
				tabs={ tabs.map( ( { name, title } ) => ( { name, title } ) ) }
			>
				{ ( tab ) => (
					<div key={ `${ tab.name }-${ generation }` }>
						{ tabs
							.find( ( { name } ) => name === tab.name )
							?.render( data ) }
					</div>
				) }
			</TabPanel>
		</div>
	);
}
