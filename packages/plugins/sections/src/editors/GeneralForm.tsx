import { CommonFields } from './CommonFields';
import type { GeneralDraft } from '../section-model';
import type { SectionFormProps } from '../public';

export default function GeneralForm(props: SectionFormProps<GeneralDraft>) {
  return <CommonFields {...props} bodyKey="generalSection" />;
}
