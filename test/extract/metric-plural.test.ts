/**
 * Metrics named in running text in the plural in -ies ("classification accuracies (%)"), as captions of
 * few-shot and point-cloud tables print them. Before, only a plural in -s of a several-word name was read,
 * so such a caption named no metric and the columns took whatever the text around the table suggested.
 */
import { describe, expect, it } from 'vitest';
import { metricsInText } from '../../src/extract/metric-lookup.js';

describe('metric names in the plural in -ies', () => {
  it('reads "accuracies" as accuracy, alone or after a qualifier', () => {
    expect(metricsInText('Classification accuracies (%) on miniImageNet and tieredImageNet, averaged over three runs.')).toEqual(['accuracy']);
    // a registry name in the plural is that metric: mean class accuracy is its own id (docs/metrics.md)
    expect(metricsInText('Mean class accuracies (%) on ModelNet40 and ScanObjectNN, averaged over three runs.')).toEqual(['mean-class-acc']);
    expect(metricsInText('Overall accuracies of the point-cloud classifiers.')).toContain('accuracy');
  });
  it('does not read other words in -ies as metrics', () => {
    expect(metricsInText('The frequencies of the classes and the policies of the baselines differ.')).toEqual([]);
  });
});
