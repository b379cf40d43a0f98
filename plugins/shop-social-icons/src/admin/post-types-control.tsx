/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { CheckboxControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';

export interface PostType {
	slug: string;
	name: string;
	viewable?: boolean;
}

export interface PostTypesControlProps {
	legend: string;
	/** The site's public post types (usePostTypes()). */
	types: PostType[];
	value: string[];
	onChange: ( value: string[] ) => void;
}

/**
 * The public post types, read from /wp/v2/types (attachments left out: they have no content to put icons around):
 * null until they are known, none when they cannot be read (the chosen slugs are still shown).
 */
export function usePostTypes(): PostType[] | null {
	const [ types, setTypes ] = useState< PostType[] | null >( null );

	useEffect( () => {
		let active = true;
		apiFetch< Record< string, PostType > >( {
			path: '/wp/v2/types?context=edit',
		} )
			.then( ( answer ) => {
				if ( active ) {
					setTypes(
						Object.values( answer ).filter(
							( type ) =>
								type.viewable !== false &&
								type.slug !== 'attachment'
						)
					);
				}
			} )
			.catch( () => active && setTypes( [] ) );
		return () => {
			active = false;
		};
	}, [] );
	return types;
}

/**
 * Checkboxes for the public post types. A chosen type the site no longer has stays listed by its slug, so it can be
 * unticked.
 *
 * @param props          Component props.
 * @param props.legend   The group's name.
 * @param props.types    The site's public post types.
 * @param props.value    The chosen slugs.
 * @param props.onChange Receives the new list.
 */
export function PostTypesControl( {
	legend,
	types,
	value,
	onChange,
}: PostTypesControlProps ) {
	const known = types.map( ( type ) => type.slug );
	const shown = [
		...types,
		...value
			.filter( ( slug ) => ! known.includes( slug ) )
			.map( ( slug ) => ( { slug, name: slug } ) ),
	];
	return (
		<fieldset className="shop-social-icons-post-types">
			<legend>{ legend }</legend>
			{ shown.map( ( type ) => (
				<CheckboxControl
					__nextHasNoMarginBottom
					key={ type.slug }
					label={ type.name }
					checked={ value.includes( type.slug ) }
					onChange={ ( checked ) =>
						onChange(
							checked
								? [ ...value, type.slug ]
								: value.filter( ( slug ) => slug !== type.slug )
						)
					}
				/>
			) ) }
		</fieldset>
	);
}
