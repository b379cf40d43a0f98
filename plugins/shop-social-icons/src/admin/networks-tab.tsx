/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { NetworkOrderControl } from './network-order-control';
import { setField } from './set-field';
import type { AdminData, IconSettings, TabProps } from './types';

export interface NetworksTabProps extends TabProps< IconSettings > {
	data: AdminData;
}

/**
 * Networks: which share and follow icons show and in what order, the profile addresses the follow icons link to
 * and the newsletter's address.
 *
 * @param props        Component props.
 * @param props.value  The icon settings.
 * @param props.update Changes them.
 * @param props.data   The networks on offer.
 */
export function NetworksTab( { value, update, data }: NetworksTabProps ) {
	const set = setField( update );
	const setProfile = ( key: string, url: string ) =>
		update( ( current ) => {
			// An empty field removes the profile (the schema takes URLs only).
			const { [ key ]: _removed, ...others } = current.profiles;
			const trimmed = url.trim();
			return {
				...current,
				profiles: trimmed ? { ...others, [ key ]: trimmed } : others,
			};
		} );

	return (
		<>
			<NetworkOrderControl
				legend={ __( 'Share icons', 'shop-social-icons' ) }
				choices={ data.share }
				value={ value.share_networks }
				onChange={ ( networks ) => set( 'share_networks', networks ) }
			/>
			<NetworkOrderControl
				legend={ __( 'Follow icons', 'shop-social-icons' ) }
				choices={ data.follow }
				value={ value.follow_networks }
				onChange={ ( networks ) => set( 'follow_networks', networks ) }
			/>
			<fieldset className="shop-social-icons-profiles">
				<legend>
					{ __( 'Profile addresses', 'shop-social-icons' ) }
				</legend>
				<p>
					{ __(
						'A follow icon shows only when its profile address is set.',
						'shop-social-icons'
					) }
				</p>
				{ data.profiles.map( ( { key, label } ) => (
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						key={ key }
						type="url"
						label={ sprintf(
							/* translators: %s: a network's name. */
							__( '%s profile', 'shop-social-icons' ),
							label
						) }
						placeholder="https://"
						value={ value.profiles[ key ] ?? '' }
						onChange={ ( url ) => setProfile( key, url ) }
					/>
				) ) }
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					type="url"
					label={ __(
						'Newsletter sign-up address',
						'shop-social-icons'
					) }
					placeholder="https://"
					value={ value.newsletter_url }
					onChange={ ( url ) => set( 'newsletter_url', url.trim() ) }
				/>
			</fieldset>
		</>
	);
}
