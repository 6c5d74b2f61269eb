-- IF NOT EXISTS: the migration tests rewind to an earlier migration and apply the later ones again.
CREATE TABLE IF NOT EXISTS `exchange_rates` (
	`date` text NOT NULL,
	`currency` text NOT NULL,
	`usd_per_unit` real NOT NULL,
	PRIMARY KEY(`currency`, `date`)
);
