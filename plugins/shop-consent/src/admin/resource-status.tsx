/**
 * External dependencies
 */
import type { RestResource } from '@shop-bundle/admin-settings/use-rest-resource';

/**
 * WordPress dependencies
 */
import { Notice, Spinner } from '@wordpress/components';

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
