/**
 * WordPress dependencies
 */
import { Notice, Spinner } from '@wordpress/components';

/**
 * Internal dependencies
 */
import type { RestResource } from './use-rest-resource';

export interface ResourceStatusProps {
	resource: RestResource< unknown >;
}

/**
 * A spinner while a resource loads, its error as a notice that stays; nothing once it is there.
 *
 * @param props          Component props.
 * @param props.resource The resource's state.
 */
export function ResourceStatus( { resource }: ResourceStatusProps ) {
	if ( resource.status === 'loading' ) {
		return <Spinner />;
	}
	if ( resource.status === 'error' ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ resource.message }
			</Notice>
		);
	}
	return null;
}
