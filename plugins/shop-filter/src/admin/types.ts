/** One facet of the default filters: `type` for categories, tags, attributes and price only. */
export interface DefaultFacet {
	facet: string;
	type?: string;
}

/** `default_filters` (schema: includes/Settings/DefaultFilters.php). */
export interface DefaultFilters {
	facets: DefaultFacet[];
	more_limit: number;
}

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
	default_filters: DefaultFilters;
}

/** The boolean settings, each shown as a toggle. */
export type FilterSwitch = {
	[ Key in keyof FilterSettings ]: FilterSettings[ Key ] extends boolean
		? Key
		: never;
}[ keyof FilterSettings ];

/** `GET shop-filter/v1/index`: the index rebuild's progress (state idle, running or done). */
export interface IndexStatus {
	/** The last rebuild: idle, running or done. */
	state: string;
	/** Products the running (or last) rebuild has walked. */
	done: number;
	/** Products the running (or last) rebuild walks. */
	total: number;
	/** Products the index holds now (kept current by every save, not only by rebuilds). */
	indexed: number;
	/** Published products, the ones the index should hold. */
	published: number;
	/** Whether answers come from the index as it is, or from the sets before a change until their build has run. */
	sets: 'current' | 'building' | 'purging';
	/** The builds of the sets that failed in a row (a database error), until one runs. */
	sets_failure: SetsFailure | null;
}

/** Builds of the filter's sets that failed in a row. */
export interface SetsFailure {
	/** Failures in a row. */
	count: number;
	/** When the last failed (ISO 8601, UTC). */
	at: string;
	/** Its reason, as Tools › Scheduled Actions logs it. */
	message: string;
}

/** One of WOOF's filters an import takes over: its key and type, and our facet and type ('' for one look). */
export interface ImportMapped {
	woof: string;
	woof_type: string;
	facet: string;
	type: string;
}

/** One of WOOF's settings an import leaves, and why. */
export interface ImportSkipped {
	woof: string;
	reason: string;
}

/** `GET shop-filter/v1/settings/import`: whether HUSKY (WOOF) left settings, what they would set, and the report. */
export interface ImportPreview {
	available: boolean;
	settings: Partial< FilterSettings >;
	report?: { mapped: ImportMapped[]; skipped: ImportSkipped[] };
}
