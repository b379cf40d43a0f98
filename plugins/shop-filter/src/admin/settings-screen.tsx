/**
 * External dependencies
 */
import { LoadState } from '@shop-bundle/admin-settings/load-state';
import { SaveBar } from '@shop-bundle/admin-settings/save-bar';

/**
 * WordPress dependencies
 */
import {
	Card,
	CardBody,
	CardHeader,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { DefaultFiltersPanel } from './default-filters-panel';
import { IndexPanel } from './index-panel';
import { switchFields } from './setting-fields';
import { useFilterSettings } from './use-filter-settings';
import { WoofImport } from './woof-import';
import './settings-screen.scss';

/** The schema's cap (SettingsSchema::MAX_NOINDEX_FACETS). */
const MAX_NOINDEX_FACETS = 20;

/**
 * WooCommerce > Shop Filter: the filter's behaviour, its default filters, search engines and the phone layout,
 * saved with one button;
 * the product index with its rebuild; the import of HUSKY (WOOF) settings when that plugin left some.
 */
export function SettingsScreen() {
	const { settings, loadError, set, replace, save, saveBar } =
		useFilterSettings();

	if ( ! settings ) {
		return <LoadState error={ loadError } />;
	}

	return (
		<div className="shop-filter-settings">
			<form
				onSubmit={ ( event ) => {
					event.preventDefault();
					save();
				} }
			>
				<Card className="shop-filter-settings__card">
					<CardHeader>
						<h2>{ __( 'Behaviour', 'shop-filter' ) }</h2>
					</CardHeader>
					<CardBody>
						{ switchFields().map( ( field ) => (
							<ToggleControl
								key={ field.key }
								label={ field.label }
								help={ field.help }
								checked={ settings[ field.key ] }
								onChange={ ( on ) => set( field.key, on ) }
							/>
						) ) }
						<SelectControl
							label={ __( 'On phones', 'shop-filter' ) }
							help={ __(
								'How the filter shows on phones (screens up to 781 pixels wide).',
								'shop-filter'
							) }
							value={ settings.mobile }
							options={ [
								{
									value: 'panel',
									label: __(
										'A panel opened by a button',
										'shop-filter'
									),
								},
								{
									value: 'dropdown',
									label: __(
										'A dropdown above the products',
										'shop-filter'
									),
								},
							] }
							onChange={ ( mobile ) =>
								set(
									'mobile',
									mobile === 'dropdown' ? 'dropdown' : 'panel'
								)
							}
						/>
					</CardBody>
				</Card>
				<DefaultFiltersPanel
					value={ settings.default_filters }
					onChange={ ( next ) => set( 'default_filters', next ) }
				/>
				<Card className="shop-filter-settings__card">
					<CardHeader>
						<h2>{ __( 'Search engines', 'shop-filter' ) }</h2>
					</CardHeader>
					<CardBody>
						<RangeControl
							label={ __(
								'Hide filtered pages with more active filters than',
								'shop-filter'
							) }
							help={ __(
								'Such pages get noindex and a canonical link to the unfiltered listing. 0 turns this off.',
								'shop-filter'
							) }
							min={ 0 }
							max={ MAX_NOINDEX_FACETS }
							value={ settings.noindex_facets }
							onChange={ ( count ) =>
								set( 'noindex_facets', count ?? 0 )
							}
						/>
					</CardBody>
				</Card>
				<SaveBar { ...saveBar } />
			</form>
			<WoofImport onImported={ replace } />
			<IndexPanel />
		</div>
	);
}
