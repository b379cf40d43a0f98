/**
 * Internal dependencies
 */
import type { FilterConfig } from './types';

/** What a form without (or with broken) config behaves as. */
export const DEFAULT_CONFIG: FilterConfig = {
	facets: [],
	types: {},
	ajax: true,
	autosubmit: true,
	overlay: true,
	mobile: 'panel',
	base: '',
	listing: 'block',
	redirect: '',
	rest: '/wp-json/shop-filter/v1/results',
	plain: false,
	currencyRate: 1,
	taxFactor: 1,
	start: false,
	labels: {
		results: '%d products found',
		loading: 'Loading…',
		error: 'The products could not be updated. Please try again.',
		tip: 'About %s',
	},
	tips: {},
};

/**
 * Reads `data-shop-filter`; a failed parse falls back to the defaults (spec 5), and a rate or factor that is not a
 * positive number counts as 1.
 *
 * @param json The attribute's value.
 */
export function parseConfig( json: string | undefined ): FilterConfig {
	let parsed: Partial< FilterConfig > = {};
	try {
		const value: unknown = JSON.parse( json ?? '{}' );
		parsed = value && typeof value === 'object' ? value : {};
	} catch {
		parsed = {};
	}
	const config = { ...DEFAULT_CONFIG, ...parsed };
	const positive = ( value: unknown ) =>
		typeof value === 'number' && value > 0 ? value : 1;
	return {
		...config,
		currencyRate: positive( config.currencyRate ),
		taxFactor: positive( config.taxFactor ),
		labels: { ...DEFAULT_CONFIG.labels, ...parsed.labels },
	};
}
