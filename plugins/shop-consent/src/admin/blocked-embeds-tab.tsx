/**
 * WordPress dependencies
 */
import { SelectControl, ToggleControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { categoryLabels } from './category-labels';
import type {
	EmbedProvider,
	EmbedRule,
	OptionalCategory,
	TabProps,
} from './types';

/** Service names, as the placeholders name them (includes/Embeds/Providers.php). */
const PROVIDER_NAMES: Record< EmbedProvider, string > = {
	youtube: 'YouTube',
	vimeo: 'Vimeo',
	googlemaps: 'Google Maps',
	x: 'X',
	instagram: 'Instagram',
	spotify: 'Spotify',
	soundcloud: 'SoundCloud',
};

/**
 * The Blocked embeds tab: per provider, whether its embeds in content wait behind a placeholder, and which
 * category loads them. A provider that is not held back is embedded as it is, and sets its cookies on load.
 *
 * @param props          Component props.
 * @param props.settings The settings.
 * @param props.update   The settings updater.
 */
export function BlockedEmbedsTab( { settings, update }: TabProps ) {
	const labels = categoryLabels();
	const setRule = ( provider: EmbedProvider, rule: Partial< EmbedRule > ) =>
		update( ( current ) => ( {
			...current,
			embeds: {
				...current.embeds,
				[ provider ]: { ...current.embeds[ provider ], ...rule },
			},
		} ) );
	const providers = Object.keys( settings.embeds ) as EmbedProvider[];

	return (
		<div>
			<p>
				{ __(
					'Embeds of these services in posts and pages are replaced by a placeholder that names the service until the visitor allows its category or loads that one embed.',
					'shop-consent'
				) }
			</p>
			{ providers.map( ( provider ) => {
				const name = PROVIDER_NAMES[ provider ] ?? provider;
				const rule = settings.embeds[ provider ];
				return (
					<fieldset
						key={ provider }
						className="shop-consent-fieldset"
					>
						<legend>{ name }</legend>
						<ToggleControl
							label={ sprintf(
								/* translators: %s: service name, e.g. YouTube. */
								__(
									'Hold back %s embeds until consent',
									'shop-consent'
								),
								name
							) }
							help={
								rule.blocked
									? undefined
									: __(
											'Embedded directly: the service may set cookies as soon as the page loads.',
											'shop-consent'
										)
							}
							checked={ rule.blocked }
							onChange={ ( blocked ) =>
								setRule( provider, { blocked } )
							}
						/>
						<SelectControl
							label={ sprintf(
								/* translators: %s: service name, e.g. YouTube. */
								__(
									'Category that loads %s embeds',
									'shop-consent'
								),
								name
							) }
							value={ rule.category }
							disabled={ ! rule.blocked }
							options={ [
								{
									value: 'thirdparty',
									label: labels.thirdparty,
								},
								{ value: 'advanced', label: labels.advanced },
							] }
							onChange={ ( category: string ) =>
								setRule( provider, {
									category: category as OptionalCategory,
								} )
							}
						/>
					</fieldset>
				);
			} ) }
		</div>
	);
}
