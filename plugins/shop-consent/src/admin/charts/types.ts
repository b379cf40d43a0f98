/**
 * Types shared by the admin charts.
 */

/** One day of a daily chart: its date (YYYY-MM-DD) and one value per series key. */
export interface ChartDay {
	date: string;
	values: Record< string, number >;
}

/** One stacked series: the key of its values, its visible name and its colour (any CSS colour). */
export interface ChartSeries {
	key: string;
	label: string;
	colour: string;
}
