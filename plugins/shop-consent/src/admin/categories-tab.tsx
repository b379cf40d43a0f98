/**
 * WordPress dependencies
 */
import { TextareaControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { categoryLabels } from './category-labels';
import { CookiePatternsControl } from './cookie-patterns-control';
import type {
	OptionalCategory,
	ScriptCategory,
	ScriptMarkup,
	TabProps,
} from './types';

const CATEGORIES: ScriptCategory[] = [ 'strict', 'thirdparty', 'advanced' ];

const placements = (): Record< keyof ScriptMarkup, string > => ( {
	head: __( 'Head', 'shop-consent' ),
	body: __( 'Start of body', 'shop-consent' ),
	footer: __( 'Footer', 'shop-consent' ),
} );

/**
 * The Categories and scripts tab: markup per category and place, injected once the category is allowed, and
 * the cookie name patterns cleared when a refusable category is withdrawn.
 *
 * @param props          Component props.
 * @param props.settings The settings.
 * @param props.update   The settings updater.
 */
export function CategoriesTab( { settings, update }: TabProps ) {
	const labels = categoryLabels();
	const setMarkup = (
		category: ScriptCategory,
		place: keyof ScriptMarkup,
		value: string
	) =>
		update( ( current ) => ( {
			...current,
			scripts: {
				...current.scripts,
				[ category ]: {
					...current.scripts[ category ],
					[ place ]: value,
				},
			},
		} ) );
	const setPatterns = ( category: OptionalCategory, value: string[] ) =>
		update( ( current ) => ( {
			...current,
			cookie_patterns: {
				...current.cookie_patterns,
				[ category ]: value,
			},
		} ) );

	return (
		<div>
			{ CATEGORIES.map( ( category ) => (
				<fieldset key={ category } className="shop-consent-fieldset">
					<legend>{ labels[ category ] }</legend>
					{ Object.entries( placements() ).map(
						( [ key, place ] ) => {
							const at = key as keyof ScriptMarkup;
							return (
								<TextareaControl
									key={ at }
									className="shop-consent-code"
									label={ sprintf(
										/* translators: 1: category name, 2: place in the page. */
										__(
											'%1$s scripts: %2$s',
											'shop-consent'
										),
										labels[ category ],
										place
									) }
									value={ settings.scripts[ category ][ at ] }
									onChange={ ( value ) =>
										setMarkup( category, at, value )
									}
								/>
							);
						}
					) }
					{ category !== 'strict' && (
						<CookiePatternsControl
							label={ sprintf(
								/* translators: %s: category name. */
								__( '%s cookie patterns', 'shop-consent' ),
								labels[ category ]
							) }
							help={ __(
								'Comma-separated cookie names, * as wildcard (e.g. _ga, _ga_*). Removed when the category is withdrawn.',
								'shop-consent'
							) }
							value={ settings.cookie_patterns[ category ] }
							onChange={ ( value ) =>
								setPatterns( category, value )
							}
						/>
					) }
				</fieldset>
			) ) }
		</div>
	);
}
