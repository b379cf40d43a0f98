/**
 * The option `shop_filter_settings` as /wp/v2/settings gives it (schema: includes/Settings/SettingsSchema.php).
 */
export interface FilterSettings {
	ajax: boolean;
	autosubmit: boolean;
	overlay: boolean;
	hide_empty: boolean;
	show_counts: boolean;
	noindex_facets: number;
	mobile: 'panel' | 'dropdown';
}

/** The boolean settings, each shown as a toggle. */
export type FilterSwitch = {
	[ Key in keyof FilterSettings ]: FilterSettings[ Key ] extends boolean
		? Key
		: never;
}[ keyof FilterSettings ];

/** `GET shop-filter/v1/index`: the index rebuild's progress (state idle, running or done). */
export interface IndexStatus {
	state: string;
	done: number;
	total: number;
	version: string;
}

/** `GET shop-filter/v1/settings/import`: whether HUSKY (WOOF) left settings and what they would set. */
export interface ImportPreview {
	available: boolean;
	settings: Partial< FilterSettings >;
}
