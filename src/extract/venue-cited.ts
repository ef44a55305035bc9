/**
 * A header or label that cites a method by its venue and year in brackets (pure): "DSC (TPAMI 2020)", "BMNet (CVPR 2022)",
 * "SG-ShadowNet (ECCV'22)", "ShadowMaskFormer (arXiv 2024)". A metric's brackets hold a unit, a direction, a dataset or a
 * setting ("RMSE (SRD) (↓)", "PSNR (dB)"), never a venue with a year, so such a cell names a method even where its name
 * reads as a metric's alias ("DSC" is the Dice coefficient's).
 */
import { CITED_VENUE_YEAR } from './data/venue-patterns.js';
import { stripMarkup } from './names.js';

/** "(CVPR 2018)", "(Nature Methods 2021)", "(ICCV'19)", "(arXiv 2024)", "(NeurIPS, 2023)" at the end of a cell (data/venue-patterns.ts). */
const VENUE_YEAR = CITED_VENUE_YEAR;

export function citesVenue(cell: string): boolean {
  return VENUE_YEAR.test(stripMarkup(cell).trim());
}
