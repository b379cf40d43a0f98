/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { CheckboxControl, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';

interface PostType {
	slug: string;
	name: string;
	viewable?: boolean;
}

export interface PostTypesControlProps {
	legend: string;
	value: string[];
	onChange: ( value: string[] ) => void;
}

/**
 * Checkboxes for the public post types (read from /wp/v2/types; attachments left out: they have no content to put
 * icons around). A chosen type the site no longer has stays listed by its slug, so it can be unticked.
 *
 * @param props          Component props.
 * @param props.legend   The group's name.
 * @param props.value    The chosen slugs.
 * @param props.onChange Receives the new list.
 */
export function PostTypesControl( {
	legend,
	value,
	onChange,
}: PostTypesControlProps ) {
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
			// Without the list the chosen slugs are still shown below.
			.catch( () => active && setTypes( [] ) );
		return () => {
			active = false;
		};
	}, [] );

	if ( types === null ) {
		return <Spinner />;
	}
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
