// Money and ratios as the gateway writes them: rounded to two decimals (cents, CTR, CPC).
export const round2 = (value: number) => Math.round(value * 100) / 100;
