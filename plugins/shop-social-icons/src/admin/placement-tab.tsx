/**
 * External dependencies
 */
import { LoadState } from '@shop-bundle/admin-settings/load-state';

/**
 * WordPress dependencies
 */
import {
	RadioControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { NetworkOrderControl } from './network-order-control';
import { PostTypesControl, usePostTypes } from './post-types-control';
import { setField } from './set-field';
import type {
	AdminData,
	FloatingPosition,
	IconSettings,
	TabProps,
} from './types';

export interface PlacementTabProps extends TabProps< IconSettings > {
	data: AdminData;
}

const positions = (): { label: string; value: FloatingPosition }[] => [
	{ label: __( 'Top left', 'shop-social-icons' ), value: 'top-left' },
	{ label: __( 'Top right', 'shop-social-icons' ), value: 'top-right' },
	{ label: __( 'Top centre', 'shop-social-icons' ), value: 'center-top' },
	{ label: __( 'Middle left', 'shop-social-icons' ), value: 'center-left' },
	{ label: __( 'Middle right', 'shop-social-icons' ), value: 'center-right' },
	{ label: __( 'Bottom left', 'shop-social-icons' ), value: 'bottom-left' },
	{ label: __( 'Bottom right', 'shop-social-icons' ), value: 'bottom-right' },
];

/**
 * Placement: share icons inserted before or after posts of the chosen types, and the floating widget (its fields
 * show once the storefront core's settings have them).
 *
 * @param props        Component props.
 * @param props.value  The icon settings.
 * @param props.update Changes them.
 * @param props.data   The networks on offer.
 */
export function PlacementTab( { value, update, data }: PlacementTabProps ) {
	const set = setField( update );
	// Drawn whole once the post types are known: a list arriving later pushed the fields below it down as they were
	// clicked (a click meant for "Floating icons" landed elsewhere).
	const types = usePostTypes();
	if ( types === null ) {
		return <LoadState error={ null } />;
	}
	return (
		<>
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __(
					'Share icons on single posts and products',
					'shop-social-icons'
				) }
				help={ __(
					'On a product page they go under Add to cart.',
					'shop-social-icons'
				) }
				value={ value.auto_placement }
				options={ [
					{
						label: __( 'Not added', 'shop-social-icons' ),
						value: 'none',
					},
					{
						label: __( 'Before the content', 'shop-social-icons' ),
						value: 'before',
					},
					{
						label: __( 'After the content', 'shop-social-icons' ),
						value: 'after',
					},
					{
						label: __( 'Before and after', 'shop-social-icons' ),
						value: 'both',
					},
				] }
				onChange={ ( placement ) =>
					set(
						'auto_placement',
						placement as IconSettings[ 'auto_placement' ]
					)
				}
			/>
			{ value.auto_placement !== 'none' && (
				<PostTypesControl
					legend={ __(
						'On these content types',
						'shop-social-icons'
					) }
					types={ types }
					value={ value.auto_post_types }
					onChange={ ( chosen ) => set( 'auto_post_types', chosen ) }
				/>
			) }
			{ value.floating_enabled !== undefined && (
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Floating icons', 'shop-social-icons' ) }
					help={ __(
						'Share icons that stay on the screen while visitors scroll.',
						'shop-social-icons'
					) }
					checked={ value.floating_enabled }
					onChange={ ( enabled ) =>
						set( 'floating_enabled', enabled )
					}
				/>
			) }
			{ value.floating_enabled && (
				<>
					{ value.floating_position !== undefined && (
						<SelectControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Position', 'shop-social-icons' ) }
							value={ value.floating_position }
							options={ positions() }
							onChange={ ( position ) =>
								set(
									'floating_position',
									position as FloatingPosition
								)
							}
						/>
					) }
					{ value.floating_mode !== undefined && (
						<RadioControl
							label={ __(
								'While scrolling',
								'shop-social-icons'
							) }
							selected={ value.floating_mode }
							options={ [
								{
									label: __(
										'Follow: always in view',
										'shop-social-icons'
									),
									value: 'follow',
								},
								{
									label: __(
										'Sticky: scroll with the page, then stay in place',
										'shop-social-icons'
									),
									value: 'sticky',
								},
							] }
							onChange={ ( mode ) =>
								set(
									'floating_mode',
									mode as IconSettings[ 'floating_mode' ]
								)
							}
						/>
					) }
					{ value.floating_networks !== undefined && (
						<NetworkOrderControl
							legend={ __(
								'Floating icons',
								'shop-social-icons'
							) }
							choices={ data.share }
							value={ value.floating_networks }
							onChange={ ( networks ) =>
								set( 'floating_networks', networks )
							}
						/>
					) }
				</>
			) }
		</>
	);
}
