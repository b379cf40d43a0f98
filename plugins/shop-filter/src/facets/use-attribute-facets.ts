/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { FacetOption } from './facet-options';

interface StoreAttribute {
	taxonomy: string;
	name: string;
}

/**
 * The shop's product attributes as facets (`pa_color`), from the Store API; none while loading or on failure.
 */
export function useAttributeFacets(): FacetOption[] {
	const [ options, setOptions ] = useState< FacetOption[] >( [] );
	useEffect( () => {
		let current = true;
		apiFetch< StoreAttribute[] >( {
			path: '/wc/store/v1/products/attributes',
		} )
			.then( ( attributes ) => {
				if ( current ) {
					setOptions(
						attributes.map( ( { taxonomy, name } ) => ( {
							key: taxonomy,
							label: name,
						} ) )
					);
				}
			} )
			.catch( () => undefined );
		return () => {
			current = false;
		};
	}, [] );
	return options;
}
