import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AnswerList } from './answer-list';

describe('AnswerList', () => {
  it('shows each question with the answer given', () => {
    render(
      <AnswerList
        responses={[
          { question_id: 'q1', question: 'What brings you here today?', response: ['Fatigue', 'Sleep problems'], answered_at: '2026-11-01T10:00:00Z' },
          { question_id: 'q2', question: 'Do you have a fever?', response: 'no', answered_at: '2026-11-01T10:01:00Z' },
          { question_id: 'q3', question: 'How is your energy?', response: 3, answered_at: '2026-11-01T10:02:00Z' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Your answers' });
    expect(region).toHaveTextContent('What brings you here today?Fatigue, Sleep problems');
    expect(region).toHaveTextContent('Do you have a fever?No');
    expect(region).toHaveTextContent('How is your energy?3');
  });
});
