/**
 * "evaluated using the mean average precision (MAP) @ intersection over union (IoU) [0.50:0.95] metric" (a
 * layout-analysis competition report, round 17) names one metric, mAP, counted at IoU thresholds; the IoU was read as
 * a second metric (mIoU), so the text named two and could give a table neither. An IoU after "@" or "at (an)", or
 * before "threshold", "=", "of 0.5" or a range "[0.50:0.95]", is a threshold; an IoU reported as such stays mIoU.
 */
import { describe, expect, it } from 'vitest';
import { metricsInText } from '../../src/extract/metric-lookup.js';

describe('an IoU named as a threshold in prose', () => {
  it('is no metric of its own', () => {
    expect(metricsInText('The submissions were evaluated using the mean average precision (MAP) @ intersection over union (IoU) [0.50:0.95] metric on bounding boxes.', true)).toEqual(['map']);
    expect(metricsInText('AP at an IoU threshold of 0.5 is reported.', true)).toEqual(['ap']);
    expect(metricsInText('Detections count as correct at IoU = 0.7, and we report AP.', true)).toEqual(['ap']);
  });

  it('stays the segmentation metric where it is what is reported', () => {
    expect(metricsInText('We report the mean intersection over union (mIoU) on the val set.', true)).toEqual(['miou']);
    expect(metricsInText('We report mIoU on ADE20K.', true)).toEqual(['miou']);
  });
});
