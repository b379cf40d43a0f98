/**
 * Types of the Statistics tab: the answer of GET /shop-consent/v1/statistics (includes/Statistics/StatisticsReport.php).
 */

/** One UTC day: every counted view, the views with consent (per-visit rows) and distinct visitors with consent. */
export interface ReportDay {
	date: string;
	views: number;
	visits: number;
	visitors: number;
}

export interface ReportPage {
	path: string;
	/** Full URL of the path on the site. */
	url: string;
	/** The post's title, or the path when the page has no post. */
	title: string;
	page_id: number;
	post_type: string;
	views: number;
	/** Views with consent. */
	visits: number;
}

export interface ReportReferrer {
	domain: string;
	views: number;
}

export interface ReportPostType {
	post_type: string;
	/** The post type's name, or the kind of page ("Search results"). */
	label: string;
	views: number;
}

export interface StatisticsReport {
	from: string;
	to: string;
	days: ReportDay[];
	pages: ReportPage[];
	referrers: ReportReferrer[];
	post_types: ReportPostType[];
	/** Where pages send beacons: the fast collector, or the REST route while that one does not answer. */
	endpoint: 'collector' | 'rest';
}
