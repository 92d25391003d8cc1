import { Button, Card, Input } from 'antd';
import { ButtonsList } from './ButtonsList';
import { CommonFields } from './CommonFields';
import type { CardDraft, CardSectionDraft } from '../section-model';
import type { SectionFormProps } from '../public';

const newCard = (): CardDraft => ({ title: '', subtitle: '', description: '', buttons: [] });

/** The card section: common fields plus cards (added or removed only when creating). */
export default function CardForm(props: SectionFormProps<CardSectionDraft>) {
  const { draft, onChange, editing } = props;
  const setCard = (index: number, patch: Partial<CardDraft>) =>
    onChange({ ...draft, cards: draft.cards.map((card, position) => (position === index ? { ...card, ...patch } : card)) });
  return (
    <>
      <CommonFields {...props} bodyKey="cardSection" />
      {draft.cards.map((card, index) => (
        <Card key={index} title={`Card ${index + 1}`} style={{ marginTop: 12 }}
          extra={!editing && <Button danger size="small" onClick={() => onChange({ ...draft, cards: draft.cards.filter((_, position) => position !== index) })}>Remove Card</Button>}>
          <label>Title<Input.TextArea aria-label={`Card ${index + 1} title`} autoSize value={card.title} onChange={(event) => setCard(index, { title: event.target.value })} /></label>
          <label>Subtitle<Input aria-label={`Card ${index + 1} subtitle`} value={card.subtitle} onChange={(event) => setCard(index, { subtitle: event.target.value })} /></label>
          <label>Description<Input.TextArea aria-label={`Card ${index + 1} description`} autoSize value={card.description} onChange={(event) => setCard(index, { description: event.target.value })} /></label>
          <label>Image<input aria-label={`Card ${index + 1} image`} type="file" accept="image/*" onChange={(event) => setCard(index, { imageFile: event.target.files?.[0] ?? null })} /></label>
          {card.image && !card.imageFile && <img src={card.image} alt={`Card ${index + 1}`} style={{ maxWidth: 160 }} />}
          <ButtonsList label="Card buttons" buttons={card.buttons} onChange={(buttons) => setCard(index, { buttons })} />
        </Card>
      ))}
      {!editing && <Button style={{ marginTop: 12 }} onClick={() => onChange({ ...draft, cards: [...draft.cards, newCard()] })}>Add Card</Button>}
    </>
  );
}
