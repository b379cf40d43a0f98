/**
 * Internal dependencies
 */
import type { TabProps } from './types';

/**
 * A setter for one field of an option, e.g. `setField( update )( 'size', 48 )`.
 *
 * @param update The tab's updater.
 */
export function setField< Value extends object >(
	update: TabProps< Value >[ 'update' ]
) {
	return < K extends keyof Value >( key: K, field: Value[ K ] ) =>
		update( ( current ) => ( { ...current, [ key ]: field } ) );
}
